// RUN:
// RUN: --mlir-print-op-generic
// Discardable attributes on ops of every format shape: binary ops, flags +
// attr-dict, casts, compares, constants, calls, branches, poison, return.
// The custom attr-dict is one sorted dictionary; generic splits <{}> / {}.
func.func private @callee(i32) -> i32
func.func @attrs(%a: i32, %f: f32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a {zz = 1 : i32, aa = "x"} : i32
  %1 = arith.muli %0, %a overflow<nsw> {tag.m} : i32
  %2 = arith.addf %f, %f fastmath<fast> {b = [1, 2], a = 0.5 : f32} : f32
  %3 = arith.extsi %a {cast.note = 7 : i8} : i32 to i64
  %4 = arith.truncf %f to_nearest_even fastmath<nnan> {t} : f32 to f16
  %5 = arith.cmpi ult, %a, %0 {cmp.tag = unit} : i32
  %6 = arith.cmpf oge, %f, %f fastmath<ninf> {k = 2 : index} : f32
  %7 = arith.constant {c.tag = 1 : i32} 11 : i32
  %8 = call @callee(%7) {arg_attrs = [{my.a}], res_attrs = [{my.r}], x.y} : (i32) -> i32
  %9 = ub.poison {p = "poison"} : i32
  %10 = arith.select %c, %8, %9 {sel = -1 : i64} : i32
  cf.br ^bb1 {br.attr = 3 : i16}
^bb1:
  return {ret} %10 : i32
}
