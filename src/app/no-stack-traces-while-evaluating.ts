/**
 * Imported first by boot-libraries.ts: while React and React DOM evaluate, errors get no stack
 * trace; a microtask puts the limit back as soon as that synchronous evaluation is over (before
 * the `import()` that loaded them resolves).
 *
 * Why: React DOM's production build makes its sentinel errors (`Error(460)`, `Error(519)`, …)
 * while its CommonJS factory runs. With DevTools' Runtime domain on — Lighthouse, and any page a
 * developer inspects — V8 then takes a detailed stack trace, and for its positions parses the
 * whole ~200 KB factory again: 9–13 ms of the 11–16 ms the evaluation takes there, against
 * 1.5–2.5 ms with no DevTools attached (docs/decisions.md, 2026-11-29). With no limit (not a
 * number) V8 takes none. React never reads those errors' stacks.
 */
export function withoutStackTracesUntilMicrotask(errorConstructor: object = Error): void {
  const limit: unknown = Reflect.get(errorConstructor, 'stackTraceLimit');
  // Only where the engine has the limit (V8, JavaScriptCore); elsewhere there is nothing to undo.
  if (typeof limit !== 'number') return;
  Reflect.set(errorConstructor, 'stackTraceLimit', undefined);
  queueMicrotask(() => {
    Reflect.set(errorConstructor, 'stackTraceLimit', limit);
  });
}

withoutStackTracesUntilMicrotask();
