// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Annotations at the edges of what mlir-opt accepts: text after `}}` or a
// tab before `{{` make the line no annotation; offsets past either end of
// the file are never produced; `@below` names the next line without an
// annotation, `@above` the last one, skipping annotation lines.
"t.a"() {x = %} : () -> () // expected-error {{invalid SSA name}} trailing
// -----
"t.b"() {x = %} : () -> () // expected-error	{{invalid SSA name}}
// -----
// expected-error@+100 {{past the end}}
// expected-error@-100 {{before the start}}
// expected-error@below {{invalid SSA name}}
// expected-error@below {{invalid SSA name}}
"t.c"() {x = %} : () -> ()
// -----
"t.d"() {x = %} : () -> ()
// expected-error@above {{invalid SSA name}}
// expected-error@above {{invalid SSA name}}
// -----
"t.e"() {x = %} : () -> ()
// expected-error@below {{dangling}}
// -----
// A designator naming a file and line is no annotation.
// expected-error@annotation_edges.mlir:25 {{undeclared}}
"t.f"(%x) : (i32) -> ()
