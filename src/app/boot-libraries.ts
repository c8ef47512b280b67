/**
 * The libraries the app is built on, loaded by the entry (src/main.ts) before the app itself: the
 * browser evaluates a module graph in one task, and React DOM with the router and the app's own
 * modules in one graph made the longest task of the start. Loaded first, they are evaluated in a
 * task of their own; the app's graph (boot.tsx), which imports them, finds them evaluated.
 */
import 'react';
import 'react-dom/client';
import 'react-router-dom';
