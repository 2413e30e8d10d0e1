/**
 * Benefits block of the landing page (SPEC §2.3): Magical Transformation, Premium Quality,
 * Eco-Friendly Printing, Perfect Gift.
 */
import { BadgeCheck, Gift, Leaf, WandSparkles } from 'lucide-react';
import { artStyleOf } from '#client/lib/art-style.ts';
import { useStorefront } from '../storefront-context.ts';
import { SectionHeading } from './section-heading.tsx';

/** Four benefit cards. */
export function BenefitsSection() {
  const { variant, t } = useStorefront();
  const style = artStyleOf(variant);
  const benefits = [
    {
      icon: WandSparkles,
      tint: 'bg-violet-100 text-violet-700',
      title: t('landing.benefits.items.magic.title'),
      body: t(`landing.variants.${style}.magicBody`),
    },
    {
      icon: BadgeCheck,
      tint: 'bg-amber-100 text-amber-700',
      title: t('landing.benefits.items.quality.title'),
      body: t('landing.benefits.items.quality.body'),
    },
    {
      icon: Leaf,
      tint: 'bg-emerald-100 text-emerald-700',
      title: t('landing.benefits.items.eco.title'),
      body: t('landing.benefits.items.eco.body'),
    },
    {
      icon: Gift,
      tint: 'bg-brand-100 text-brand-700',
      title: t('landing.benefits.items.gift.title'),
      body: t('landing.benefits.items.gift.body'),
    },
  ];

  return (
    <section
      aria-labelledby="benefits-title"
      className="render-when-near border-y border-stone-200/70 bg-white px-4 py-20 [--estimated-height:70rem] sm:px-6 md:[--estimated-height:28rem]"
    >
      <SectionHeading id="benefits-title" eyebrow={t('landing.benefits.eyebrow')} title={t('landing.benefits.title')} />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, tint, title, body }) => (
          <li key={title} className="rounded-3xl bg-canvas p-6 ring-1 ring-stone-200/70">
            <span aria-hidden="true" className={`grid size-11 place-items-center rounded-xl ${tint}`}>
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 font-display text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
