// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph=print-result-types=false
// RUN: --allow-unregistered-dialect --view-op-graph=print-attrs=false
// RUN: --allow-unregistered-dialect --view-op-graph --mlir-print-op-generic
// Unregistered ops: their discardable attributes only (an unregistered
// op's `<{…}>` is not among them); several results (`%0#1` ports), the
// same value used twice by one op, several regions with several blocks,
// an empty region (a cluster with no block), a block without ops, block
// arguments of later blocks and successors.
%r:3 = "u.multi"() <{hidden = 1 : i32}> {kept = "yes", order = 2 : i8} : () -> (i1, i8, f32)
"u.use"(%r#1, %r#2, %r#0, %r#1) : (i8, f32, i1, i8) -> ()
"u.regions"(%r#0) ({
^entry(%x: f32, %y: f32):
  "u.br"(%x)[^next] : (f32) -> ()
^next(%z: f32):
  "u.end"(%z, %y) : (f32, f32) -> ()
}, {
}, {
^only:
}) {label = "three"} : (i1) -> ()
%w = "u.wrap"() ({
  %inner = "u.inner"(%r#2) : (f32) -> f32
  "u.yield"(%inner) : (f32) -> ()
}) : () -> tuple<f32, i8>
"u.last"(%w) : (tuple<f32, i8>) -> ()
