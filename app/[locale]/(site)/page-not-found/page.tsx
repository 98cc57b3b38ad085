// Where an unknown Assamese or Hindi address lands (/as/no-such-page, /hi/intern/typo): next.config.ts sends any
// /as/... or /hi/... path that no route matches here (a fallback rewrite, checked only after every route), and
// this page is the site's 404 in that language: notFound() at build time, so each language's answer is one
// prerendered document with status 404 (no rendering per unknown address, as issue 27 asks). English unknown
// addresses keep app/global-not-found.tsx.
import { notFound } from 'next/navigation';

export default function PageNotFound(): never {
  notFound();
}
