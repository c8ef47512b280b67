/**
 * React and React DOM, loaded by the entry (src/main.ts) before the app itself: the browser
 * evaluates a module graph in one task, and React DOM with the app's own modules in one graph made
 * the longest task of the start. Loaded first, they are evaluated in a task of their own; the
 * app's graph (boot.tsx), which imports them, finds them evaluated. (React Router stays with the
 * app: the build tree-shakes it to what the app uses, so a bare import here would bring nothing.)
 * The first import is evaluated first: errors made while the libraries evaluate get no stack trace
 * (see its file).
 */
import './no-stack-traces-while-evaluating';
import 'react';
import 'react-dom/client';
