/** Fills a catalogue text's `{name}` placeholders; an unknown name stays as written. */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
