/**
 * Body of a legal document (SPEC §2.9): numbered sections of paragraphs and lists, read from the
 * `legal.{doc}.sections` catalogue entry in its order, so the wording lives only in the catalogues.
 * Inline markup (`<mail>`, `<strong>`, links to other pages) goes through `<Trans>`.
 */
import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { MailLink } from '#client/components/ui/text-link.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { marketingClaims, supportEmail } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { type LegalDoc, legalBlockShown } from './legal-doc.ts';

/** A block is a paragraph (string) or a bulleted list (its items by key). */
type Block = string | Record<string, string>;
interface Section {
  title: string;
  body: Record<string, Block>;
}

const linkClass =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-600';

interface LegalTextProps {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
}

/** Translated text with the shop's inline tags replaced by elements. */
export function LegalText({ t, locale, variant, i18nKey }: LegalTextProps & { i18nKey: string }) {
  const components: Record<string, ReactElement> = {
    mail: <MailLink email={supportEmail} />,
    strong: <strong className="font-semibold text-stone-900" />,
    privacy: <Link to={paths.privacy(locale, variant)} className={linkClass} />,
    sizeGuide: <Link to={paths.sizeGuide(locale, variant)} className={linkClass} />,
  };
  return (
    <Trans
      i18n={i18n}
      t={t}
      // Keys are built from the catalogue's own structure, so they exist; the cast only skips
      // i18next's literal-key typing.
      i18nKey={i18nKey as never}
      values={{ email: supportEmail }}
      components={components}
    />
  );
}

/** The numbered sections of `doc`. */
export function LegalDocument({ doc, ...props }: LegalTextProps & { doc: LegalDoc }) {
  const base = `legal.${doc}.sections`;
  const sections = props.t(`legal.${doc}.sections`, { returnObjects: true }) as unknown as Record<string, Section>;

  return (
    <div className="space-y-9">
      {Object.entries(sections).map(([id, section], index) => (
        <section key={id} aria-labelledby={`${doc}-${id}`} className="scroll-mt-24">
          <h2 id={`${doc}-${id}`} className="flex gap-2 font-display text-xl font-bold text-stone-900">
            <span className="text-brand-600 tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-stone-700">
            {Object.entries(section.body)
              .filter(([blockId]) => legalBlockShown(blockId, Object.keys(section.body), marketingClaims.freeShipping))
              .map(([blockId, block]) =>
                typeof block === 'string' ? (
                  <p key={blockId}>
                    <LegalText {...props} i18nKey={`${base}.${id}.body.${blockId}`} />
                  </p>
                ) : (
                  <ul key={blockId} className="list-disc space-y-2 pl-5 marker:text-brand-400">
                    {Object.keys(block).map((itemId) => (
                      <li key={itemId} className="pl-1">
                        <LegalText {...props} i18nKey={`${base}.${id}.body.${blockId}.${itemId}`} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
          </div>
        </section>
      ))}
    </div>
  );
}
