// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Region forms: no blocks `({})`, an empty entry block (printed as `^bb0:`),
// several regions, an entry label without arguments (dropped when the block
// has ops), entry arguments, and a non-entry block after an unlabeled entry.
"t.no_blocks"() ({}) : () -> ()
"t.empty_entry"() ({
^bb0:
}) : () -> ()
"t.three"() ({}, {}, {
  "t.x"() : () -> ()
}) : () -> ()
"t.label_dropped"() ({
^entry:
  "t.x"() : () -> ()
}) : () -> ()
"t.two_blocks"() ({
^bb0:
  "t.x"() : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()
"t.args_only"() ({
^bb7(%a: i32, %b: tensor<?xf32>):
}) : () -> ()
"t.unlabeled_entry"() ({
  "t.x"() : () -> ()
^next:
  "t.y"() : () -> ()
}) {after_regions = 1 : i8} : () -> ()
