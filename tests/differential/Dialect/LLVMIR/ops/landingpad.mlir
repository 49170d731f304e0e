// RUN:
// RUN: --mlir-print-op-generic
// llvm.landingpad and llvm.resume: cleanup, catch clauses (null, a
// global's address, a bitcast of one), filter clauses (arrays, not
// checked), several clauses, other LLVM result types, landing pads
// outside llvm.func (no personality needed), the personality of llvm.func,
// and the result types agreeing across a function and its nested
// functions.

llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @other_personality(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.mlir.global external constant @_ZTIPKc() : !llvm.ptr
llvm.func @g()

llvm.func @catches() attributes {personality = @__gxx_personality_v0} {
  %null = llvm.mlir.zero : !llvm.ptr
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %tc = llvm.mlir.addressof @_ZTIPKc : !llvm.ptr
  %cast = llvm.bitcast %tc : !llvm.ptr to !llvm.ptr
  llvm.invoke @g() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.return
^bad:
  %lp = llvm.landingpad (catch %ti : !llvm.ptr) (catch %cast : !llvm.ptr) (catch %null : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @filters(%arr: !llvm.array<2 x ptr>) attributes {personality = @__gxx_personality_v0} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %empty = llvm.mlir.undef : !llvm.array<0 x ptr>
  llvm.invoke @g() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.invoke @g() to ^done unwind ^other : () -> ()
^done:
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup (filter %arr : !llvm.array<2 x ptr>) (catch %ti : !llvm.ptr) (filter %empty : !llvm.array<0 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
^other:
  %lp2 = llvm.landingpad (catch %arr : !llvm.array<2 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp2 : !llvm.struct<(ptr, i32)>
}

llvm.func @written_filter_is_catch() attributes {personality = @other_personality} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  llvm.invoke @g() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.return
^bad:
  %lp = llvm.landingpad (filter %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @other_types(%v: i64) attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @g() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.resume %v : i64
^bad:
  %lp = llvm.landingpad cleanup : i64
  llvm.resume %lp : i64
}

llvm.func @several_pads() attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @g() to ^ok unwind ^first : () -> ()
^ok:
  llvm.invoke @g() to ^done unwind ^second : () -> ()
^done:
  llvm.return
^first:
  %a = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^join(%a : !llvm.struct<(ptr, i32)>)
^second:
  %b = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^join(%b : !llvm.struct<(ptr, i32)>)
^join(%e: !llvm.struct<(ptr, i32)>):
  llvm.resume %e : !llvm.struct<(ptr, i32)>
}

llvm.func @resume_without_personality(%e: !llvm.struct<(ptr, i32)>) {
  llvm.resume %e : !llvm.struct<(ptr, i32)>
}

llvm.func @personality_of_a_declaration() attributes {personality = @__gxx_personality_v0}

func.func @outside_llvm_func(%p: !llvm.ptr) {
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  %lp2 = llvm.landingpad cleanup : i32
  llvm.resume %p : !llvm.ptr
}
