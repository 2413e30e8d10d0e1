/**
 * The React Email components the templates use, each from its own package. The umbrella
 * `@react-email/components` also loads the code block (prismjs), Tailwind and Markdown components,
 * which no template uses: about 0.6 s of every server start (measured in the session of ADR 0034).
 */
export { Body } from '@react-email/body';
export { Button } from '@react-email/button';
export { Column } from '@react-email/column';
export { Container } from '@react-email/container';
export { Head } from '@react-email/head';
export { Hr } from '@react-email/hr';
export { Html } from '@react-email/html';
export { Img } from '@react-email/img';
export { Link } from '@react-email/link';
export { Preview } from '@react-email/preview';
export { Row } from '@react-email/row';
export { Section } from '@react-email/section';
export { Text } from '@react-email/text';
