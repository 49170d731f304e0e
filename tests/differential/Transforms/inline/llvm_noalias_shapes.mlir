// RUN: --inline
// RUN: --inline=default-pipeline=
// More shapes of `noalias` arguments and the call's own scopes: a body
// that already names scopes inlined under a call with `noalias_scopes`
// and under one with `alias_scopes`; a pointer chosen between a
// `noalias` argument and one without, or a call's result; a pointer a
// call computes from an argument; the memory intrinsics and atomics.

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "inner">
#outer_dom = #llvm.alias_scope_domain<id = distinct[1]<>, description = "outer">
#left = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "inner: left">
#right = #llvm.alias_scope<id = distinct[3]<>, domain = #dom, description = "inner: right">
#outer = #llvm.alias_scope<id = distinct[4]<>, domain = #outer_dom, description = "outer: p">

llvm.func @derive(!llvm.ptr) -> !llvm.ptr
llvm.func @fresh() -> !llvm.ptr
llvm.func @coin() -> i1
llvm.func @sink(i32)

llvm.func @scoped(%l: !llvm.ptr, %r: !llvm.ptr, %src: !llvm.ptr) {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %v = llvm.load %src {noalias_scopes = [#left, #right]} : !llvm.ptr -> f32
  %pl = llvm.getelementptr inbounds %l[%c3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %pl {alias_scopes = [#left], noalias_scopes = [#right]} : f32, !llvm.ptr
  llvm.store %v, %r {alias_scopes = [#right], noalias_scopes = [#left]} : f32, !llvm.ptr
  llvm.return
}

llvm.func @choose(%c: i1, %a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr) {
  %s = llvm.select %c, %a, %b : i1, !llvm.ptr
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.call @sink(%v) : (i32) -> ()
  %k = llvm.load %b : !llvm.ptr -> i1
  %g = llvm.getelementptr inbounds %a[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %t = llvm.select %k, %a, %g : i1, !llvm.ptr
  %w = llvm.load %t : !llvm.ptr -> i32
  llvm.call @sink(%w) : (i32) -> ()
  llvm.return
}

llvm.func @unknown(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}) {
  %five = llvm.mlir.constant(5 : i32) : i32
  %d = llvm.call @derive(%a) : (!llvm.ptr) -> !llvm.ptr
  llvm.store %five, %d : i32, !llvm.ptr
  %f = llvm.call @fresh() : () -> !llvm.ptr
  %c = llvm.call @coin() : () -> i1
  llvm.cond_br %c, ^join(%a : !llvm.ptr), ^join(%f : !llvm.ptr)
^join(%x: !llvm.ptr):
  llvm.store %five, %x : i32, !llvm.ptr
  llvm.return
}

llvm.func @operations(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}) {
  %five = llvm.mlir.constant(5 : i32) : i32
  llvm.store %five, %b : i32, !llvm.ptr
  %n = llvm.load %b : !llvm.ptr -> i32
  "llvm.intr.memcpy"(%a, %b, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%a, %b, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy.inline"(%a, %b) <{isVolatile = false, len = 4 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  %byte = llvm.trunc %five : i32 to i8
  "llvm.intr.memset"(%a, %byte, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %x = llvm.cmpxchg %a, %five, %n seq_cst seq_cst : !llvm.ptr, i32
  %y = llvm.atomicrmw add %a, %five seq_cst : !llvm.ptr, i32
  llvm.return
}

llvm.func @caller(%p: !llvm.ptr, %q: !llvm.ptr, %r: !llvm.ptr, %c: i1) {
  %loaded = llvm.load %r {alias_scopes = [#outer]} : !llvm.ptr -> !llvm.ptr
  llvm.call @scoped(%p, %q, %loaded) {noalias_scopes = [#outer]} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.call @scoped(%q, %q, %p) {alias_scopes = [#outer]} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.call @choose(%c, %p, %q) : (i1, !llvm.ptr, !llvm.ptr) -> ()
  llvm.call @unknown(%p, %r) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @operations(%p, %r) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
