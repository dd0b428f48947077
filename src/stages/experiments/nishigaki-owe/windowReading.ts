// How the Nishigaki experiments' windows are to be read: the counter rule
// (eq. 3.10) and the reading of eq. 3.12, stated wherever windows are shown.

/** The counter rule and eq. 3.12's reading, as the experiments run them (the scenario's defaults). */
export const WINDOW_READING =
  'A window is M intervals of Δ = 200,000 instructions (Nishigaki’s T with subscript M). A page is in the window of m intervals when its unreferenced interval counter is below m — exactly the pages referenced in the last mΔ; §3’s text says “less than or equal to m”, which keeps one interval more (the scenario’s counter rule chooses; the default is “below”). Eq. 3.12, whose relation is illegible, is read as: the OWE grows the window past M intervals only if M + 1 would keep more pages than M.';

/** The same in a line, under a chart of windows. */
export const WINDOW_READING_SHORT =
  'A window of MΔ keeps the pages whose unreferenced interval counter is below M: those referenced in the last MΔ (§3’s text: “≤ M”, one interval more).';
