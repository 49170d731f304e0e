// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// func.func in its custom form: visibility, argument and result lists with
// their attribute dictionaries, `attributes {…}`, bodies printed without
// the entry block's header.

// Declarations list types only; empty dictionaries are not stored.
func.func private @decl_plain(i32, f32) -> i32
func.func private @decl_attrs(i32 {t.a = 1}, f32, index {t.b, t.c = "s"}) -> (i32 {t.r}, f32)
func.func nested @decl_no_results() -> ()
func.func private @decl_parenthesized_single() -> (i32)
func.func private @decl_empty_dicts(i32 {}, f32 {}) -> (i32 {}, f32 {})
func.func private @decl_function_results() -> ((i32) -> i32, (f32) -> (f32, f32))
func.func private @decl_function_result_alone() -> ((i32) -> ())
func.func private @decl_result_attr_alone() -> (tensor<?xf32> {t.res = [1, 2]})
func.func private @decl_types(memref<2x3xf32>, tensor<*xi8>, vector<4xf16>, !t.opaque<"x">, none, (i32) -> ()) -> (complex<f32>, tuple<i1, i2>)
func.func private @"quoted name"(i32 {"t.quoted attr" = 2, t.z})
func.func private @decl_named_arguments(%x: i32 {t.a}, %y: f32) -> f32
func.func private @decl_attributes() attributes {no_inline, t.extra = 5 : i8, plain = unit}

// Definitions name their arguments; the printer renames them `%argN`.
func.func @def_named(%x: i32 {t.a = 1}, %y: f32) -> (i32 {t.r}, f32) attributes {t.z} {
  %0 = "t.op"(%x, %y) : (i32, f32) -> i32
  "t.term"(%0, %y) : (i32, f32) -> ()
}

func.func public @def_public(%only: index) -> index {
  "t.term"(%only) : (index) -> ()
}

func.func @def_no_arguments() attributes {no_inline} {
  "t.term"() : () -> ()
}

func.func @def_blocks(%a: i32, %b: i1) -> i32 {
  "t.cond_br"(%b, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  %0 = "t.op"(%a) : (i32) -> i32
  "t.br"(%0)[^bb2] : (i32) -> ()
^bb2(%m: i32):
  "t.term"(%m) : (i32) -> ()
}

// Type-only arguments with a body: the entry block declares them.
func.func @def_entry_header(i32, f32) {
^bb0(%p: i32, %q: f32):
  "t.term"(%p, %q) : (i32, f32) -> ()
}

// Ops with regions inside a body, and a function inside an op's region.
func.func @def_nested_regions(%a: i32) {
  "t.region"(%a) ({
  ^bb0(%inner: i32):
    "t.use"(%inner, %a) : (i32, i32) -> ()
  }) : (i32) -> ()
  "t.term"() : () -> ()
}

"t.holder"() ({
  func.func @in_holder(%v: f64) {
    "t.term"(%v) : (f64) -> ()
  }
  "t.end"() : () -> ()
}) : () -> ()

module @named attributes {t.mod} {
  func.func private @in_module(i8)
  module {
    func.func nested @deeper(%z: i64) -> i64 {
      "t.term"(%z) : (i64) -> ()
    }
  }
}
