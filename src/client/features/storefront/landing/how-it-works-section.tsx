/** Section #how-it-works of the landing page (SPEC §2.3): the three steps from photo to tee. */
import { ImageUp, Palette, Shirt } from 'lucide-react';
import { artStyleOf } from '#client/lib/art-style.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { useStorefront } from '../storefront-context.ts';
import { SectionHeading } from './section-heading.tsx';

/** Upload Your Photo, Choose Your Style, Get Your Custom Tee. */
export function HowItWorksSection() {
  const { variant, t } = useStorefront();
  const style = artStyleOf(variant);
  const steps = [
    {
      icon: ImageUp,
      title: t('landing.howItWorks.steps.upload.title'),
      body: t('landing.howItWorks.steps.upload.body'),
    },
    {
      icon: Palette,
      title: t('landing.howItWorks.steps.style.title'),
      body: t(`landing.variants.${style}.styleStepBody`),
    },
    {
      icon: Shirt,
      title: t('landing.howItWorks.steps.tee.title'),
      // Issue 21 §5: "for free" only while the shop advertises free shipping.
      body: t(
        marketingClaims.freeShipping
          ? 'landing.howItWorks.steps.tee.body'
          : 'landing.howItWorks.steps.tee.bodyNoFreeShipping',
      ),
    },
  ];

  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="render-when-near scroll-mt-20 px-4 py-20 [--estimated-height:62rem] sm:px-6 md:[--estimated-height:28rem]"
    >
      <SectionHeading
        id="how-it-works-title"
        eyebrow={t('landing.howItWorks.eyebrow')}
        title={t('landing.howItWorks.title')}
      />
      <ol className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, body }, index) => (
          <li
            key={title}
            className="relative rounded-3xl border border-stone-200/80 bg-white p-7 shadow-sm shadow-stone-900/[0.03]"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-400 to-brand-600 text-white shadow-sm shadow-brand-700/30"
              >
                <Icon className="size-6" />
              </span>
              <span aria-hidden="true" className="font-display text-5xl font-extrabold text-stone-100">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 font-display text-xl font-bold text-stone-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
