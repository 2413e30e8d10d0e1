/**
 * The text parts of the size guide (SPEC §2.7): how to measure a garment, with a diagram, and
 * fit notes. Shared by the multi-language page (shown as sections) and the legacy page (as tabs).
 */
import { Check, Ruler, Shirt } from 'lucide-react';
import type { Translator } from '#client/i18n/i18n.ts';

const steps = ['chest', 'length', 'sleeve'] as const;
const fitNotes = ['unisex', 'tshirt', 'fleece', 'between', 'care'] as const;

/** A t-shirt outline with the three numbered measuring lines the steps refer to. */
function MeasuringDiagram({ label }: { label: string }) {
  const marker = (x: number, y: number, n: number) => (
    <g>
      <circle cx={x} cy={y} r="11" className="fill-brand-600" />
      <text x={x} y={y + 4.5} textAnchor="middle" className="fill-white text-[13px] font-bold">
        {n}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 240 215" role="img" aria-label={label} className="mx-auto w-full max-w-56">
      <path
        d="M95 18 Q120 42 145 18 L186 32 L222 76 L197 93 L178 78 L178 202 L62 202 L62 78 L43 93 L18 76 L54 32 Z"
        className="fill-stone-100 stroke-stone-400"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <g className="stroke-brand-600" strokeWidth="2.5" strokeDasharray="6 4" strokeLinecap="round">
        <line x1="64" y1="98" x2="176" y2="98" />
        <line x1="152" y1="24" x2="152" y2="200" />
        <line x1="188" y1="38" x2="212" y2="84" />
      </g>
      {marker(100, 98, 1)}
      {marker(152, 160, 2)}
      {marker(214, 52, 3)}
    </svg>
  );
}

/** How to measure chest, length and sleeve (SPEC §2.7 "How to Measure"). */
export function HowToMeasure({ t }: { t: Translator }) {
  return (
    // A container query: the diagram sits beside the steps only where this card is wide enough,
    // which depends on the layout around it rather than on the screen.
    <div className="@container">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">
        <Ruler className="size-5 text-brand-600" aria-hidden="true" />
        {t('sizeGuide.howToMeasure.title')}
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-stone-600">{t('sizeGuide.howToMeasure.intro')}</p>
      <div className="mt-5 grid items-center gap-6 @lg:grid-cols-[12rem_1fr]">
        <MeasuringDiagram label={t('sizeGuide.howToMeasure.diagramLabel')} />
        <ol className="space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="leading-relaxed text-stone-600">
                <strong className="font-semibold text-stone-900">{t(`sizeGuide.columns.${step}`)}: </strong>
                {t(`sizeGuide.howToMeasure.${step}`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
      <p className="mt-5 text-sm text-stone-500">{t('sizeGuide.howToMeasure.tolerance')}</p>
    </div>
  );
}

/** Fit notes: unisex sizing, cut of each product, what to do between sizes, care (SPEC §1, §2.7 "Fit Guide"). */
export function FitGuide({ t }: { t: Translator }) {
  return (
    <div>
      <h2 className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">
        <Shirt className="size-5 text-brand-600" aria-hidden="true" />
        {t('sizeGuide.fitGuide.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {fitNotes.map((note) => (
          <li key={note} className="flex gap-3 leading-relaxed text-stone-600">
            <Check className="mt-1 size-4 shrink-0 text-brand-600" strokeWidth={3} aria-hidden="true" />
            {t(`sizeGuide.fitGuide.items.${note}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
