/**
 * Size guide (SPEC §2.7): chest, length and sleeve per size, in inches in English and centimetres
 * otherwise. The multi-language storefront shows XS-XL as one table per product with measuring tips
 * and fit notes; the legacy wowghiblitees page adds XXL and puts everything in tabs with a link back
 * to the customize page. Route module of `.../size-guide` in both storefronts.
 */
import { ArrowLeft, ArrowRight, Info, Ruler } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { type ProductType, productTypes } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { orderableSizeChartSizes, sizeChartSizes } from '#shared/size-chart.ts';
import { useStorefront } from '../storefront-context.ts';
import { FitGuide, HowToMeasure } from './measuring-guide.tsx';
import { SizeTable } from './size-table.tsx';

/** Localised title and description, canonical and hreflang links (issue 3). */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(location.pathname, (t) => ({
    title: t('sizeGuide.metaTitle'),
    description: t('sizeGuide.metaDescription'),
  }));
}

interface GuideProps {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
}

/** The size guide of the storefront in the path: tabbed legacy page or the multi-language page. */
export default function SizeGuidePage() {
  const { locale, variant, t } = useStorefront();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {variant === 'wowghiblitees' ? (
        <LegacySizeGuide t={t} locale={locale} variant={variant} />
      ) : (
        <SizeGuide t={t} locale={locale} variant={variant} />
      )}
    </div>
  );
}

/** Eyebrow, heading, introduction and the unit the tables use. */
function GuideHeader({ t }: { t: Translator }) {
  return (
    <header className="max-w-2xl">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{t('sizeGuide.eyebrow')}</p>
      <h1
        data-testid="size-guide-heading"
        className="mt-2 font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
      >
        {t('sizeGuide.title')}
      </h1>
      <p className="mt-3 text-base leading-relaxed text-stone-600 sm:text-lg">{t('sizeGuide.subtitle')}</p>
      <p
        data-testid="size-guide-unit"
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800"
      >
        <Ruler className="size-4" aria-hidden="true" />
        {t('sizeGuide.unitNote')}
      </p>
    </header>
  );
}

/** Heading, material note and table of one product. */
function ProductSizes({ t, locale, productType, xxl }: GuideProps & { productType: ProductType; xxl: boolean }) {
  const headingId = `size-guide-${productType}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-xl font-bold text-stone-900">
        {t(`sizeGuide.products.${productType}`)}
      </h2>
      <p className="mt-1.5 mb-4 text-sm leading-relaxed text-stone-600">{t(`sizeGuide.productNotes.${productType}`)}</p>
      <SizeTable
        t={t}
        locale={locale}
        productType={productType}
        sizes={xxl ? sizeChartSizes : orderableSizeChartSizes}
      />
    </section>
  );
}

/** Why the size matters more than usual: custom-made items are only returned for defects. */
function CustomMadeNote({ t }: { t: Translator }) {
  return (
    <p className="flex gap-3 rounded-2xl bg-stone-100 p-4 text-sm leading-relaxed text-stone-700">
      <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {t('sizeGuide.customMadeNote')}
    </p>
  );
}

/** Multi-language page: XS-XL, a table per product, then measuring tips and fit notes. */
function SizeGuide(props: GuideProps) {
  const { t, locale, variant } = props;
  return (
    <>
      <GuideHeader t={t} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        {productTypes.map((productType) => (
          <Card key={productType} className="p-5 sm:p-6">
            <ProductSizes {...props} productType={productType} xxl={false} />
          </Card>
        ))}
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <Card as="section" aria-label={t('sizeGuide.howToMeasure.title')} className="p-5 sm:p-6">
          <HowToMeasure t={t} />
        </Card>
        <Card as="section" aria-label={t('sizeGuide.fitGuide.title')} className="space-y-6 p-5 sm:p-6">
          <FitGuide t={t} />
          <CustomMadeNote t={t} />
          <Link to={paths.customize(locale, variant)} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
            {t('sizeGuide.startDesigning')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Card>
      </div>
    </>
  );
}

const tabs = [...productTypes, 'howToMeasure', 'fitGuide'] as const;
type Tab = (typeof tabs)[number];

const triggerClass = cn(
  'shrink-0 rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap text-stone-600 transition-colors',
  'hover:bg-white/70 hover:text-stone-900',
  'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

/** Legacy page: XXL included; tabs T-Shirts, Hoodies, Sweatshirts, How to Measure, Fit Guide. */
function LegacySizeGuide(props: GuideProps) {
  const { t, locale, variant } = props;
  const [active, setActive] = useState<Tab>('tshirt');
  const tabContent = (tab: Tab) => {
    if (tab === 'howToMeasure') return <HowToMeasure t={t} />;
    if (tab === 'fitGuide')
      return (
        <div className="space-y-6">
          <FitGuide t={t} />
          <CustomMadeNote t={t} />
        </div>
      );
    return <ProductSizes {...props} productType={tab} xxl />;
  };

  return (
    <>
      <Link
        to={paths.customize(locale, variant)}
        data-testid="back-to-customize"
        className="mb-6 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('sizeGuide.backToCustomize')}
      </Link>
      <GuideHeader t={t} />
      {/* Every panel is in the HTML (`hidden` unless chosen): the page is not hydrated (ADR 0027) and
          static-page/tabs.ts switches the same markup. */}
      <Tabs.Root
        value={active}
        onValueChange={(value) => setActive(value as Tab)}
        className="mt-8"
        data-testid="size-guide-tabs"
      >
        {/* Five tabs do not fit a phone in one row: they wrap, so none is hidden off-screen. */}
        <Tabs.List
          aria-label={t('sizeGuide.tabs.label')}
          className="flex flex-wrap gap-1 rounded-2xl bg-stone-200/60 p-1 sm:inline-flex"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={triggerClass} data-testid={`size-guide-tab-${tab}`}>
              {t(`sizeGuide.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab}
            value={tab}
            forceMount
            hidden={tab !== active}
            className="mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Card className="max-w-3xl p-5 sm:p-6">{tabContent(tab)}</Card>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
