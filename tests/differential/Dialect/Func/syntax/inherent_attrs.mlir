// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Inherent attributes written after `attributes`: stored as properties,
// or silently dropped when the property cannot hold that kind of
// attribute (the custom form has no constraint check at parse time).
// Argument and result dictionaries may come from there when the signature
// has none.

func.func private @unit_ok() attributes {no_inline}
func.func private @unit_dropped() attributes {no_inline = 1 : i32, t.kept = 2}
func.func private @arg_attrs_dropped(i32) attributes {arg_attrs = 3}
func.func private @res_attrs_dropped() -> i32 attributes {res_attrs = "x"}
func.func private @arg_attrs_given(i32, f32) attributes {arg_attrs = [{t.a}, {}]}
func.func private @res_attrs_given() -> (i32, i32) attributes {res_attrs = [{}, {t.r = 1}]}
func.func private @discardable() attributes {sym_vis = "x", "spaced name" = unit, visibility = "public"}
func.func @body(%a: i32) -> i32 attributes {no_inline, arg_attrs = [{t.q}]} {
  "t.term"(%a) : (i32) -> ()
}
