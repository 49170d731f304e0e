// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph=max-label-len=5
// RUN: --allow-unregistered-dialect --view-op-graph=max-label-len=6
// Bodies of attributes and types of unknown dialects are kept as bytes,
// UTF-8 or not; `max-label-len` counts bytes and may cut a character in
// two.
"u.text"() {a = #u.b<Ã©tÃ© â‚¬â‚¬ â‚¬â‚¬>, b = #u.c<ÿþýüûúùø>} : () -> (!u.t<â‚¬â‚¬â‚¬â‚¬>)
"u.Ã©â‚¬"() : () -> ()
