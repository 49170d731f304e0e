// RUN: --inline=default-pipeline=
// RUN: --inline
// RUN: --inline=default-pipeline= --mlir-print-debuginfo --mlir-print-op-generic
// The alias scopes an inlined `llvm.func` names, and their domains, are
// cloned with fresh ids at each call, so that two inlined copies do not
// share them; the `noalias.scope.decl` of the body declares the clone.
// The call's `alias_scopes` and `noalias_scopes` are appended to those of
// every access of the body, nested ones included; its `access_groups`
// only to the accesses at the body's top level. TBAA tags stay.

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope1 = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "s1">
#scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#named = #llvm.alias_scope<id = "named", domain = #domain>
#calldom = #llvm.alias_scope_domain<id = distinct[3]<>>
#callscope = #llvm.alias_scope<id = distinct[4]<>, domain = #calldom>
#callnoalias = #llvm.alias_scope<id = distinct[5]<>, domain = #calldom, description = "other">
#group = #llvm.access_group<id = distinct[6]<>>
#cgroup = #llvm.access_group<id = distinct[7]<>>
#root = #llvm.tbaa_root<id = "root">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>

llvm.func @callee(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) -> i32 {
  llvm.intr.experimental.noalias.scope.decl #scope1
  %0 = llvm.load %p {alias_scopes = [#scope1], noalias_scopes = [#scope2, #named], access_groups = [#group], tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.store %0, %q {alias_scopes = [#scope2], noalias_scopes = [#scope1]} : i32, !llvm.ptr
  %r = llvm.atomicrmw add %p, %v monotonic {alias_scopes = [#named]} : !llvm.ptr, i32
  %x = llvm.cmpxchg %p, %v, %r acq_rel monotonic {access_groups = [#group]} : !llvm.ptr, i32
  "llvm.intr.memmove"(%p, %q, %v) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %b = llvm.extractvalue %x[1] : !llvm.struct<(i32, i1)>
  %byte = llvm.zext %b : i1 to i8
  "llvm.intr.memset.inline"(%p, %byte) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
  llvm.call @ext(%p) {alias_scopes = [#scope2]} : (!llvm.ptr) -> ()
  llvm.return %0 : i32
}

llvm.func @ext(!llvm.ptr)

llvm.func @looping(%p: !llvm.ptr, %n: i32) {
  %w = scf.while (%i = %n) : (i32) -> i32 {
    %go = llvm.icmp "sgt" %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    llvm.store %j, %p {access_groups = [#group]} : i32, !llvm.ptr
    scf.yield %j : i32
  }
  llvm.store %w, %p : i32, !llvm.ptr
  llvm.return
}

llvm.func @caller(%x: !llvm.ptr, %y: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.call @callee(%x, %y, %v) {alias_scopes = [#callscope], noalias_scopes = [#callnoalias], access_groups = [#cgroup]} : (!llvm.ptr, !llvm.ptr, i32) -> i32
  %1 = llvm.call @callee(%x, %y, %v) {noalias_scopes = [#callscope]} : (!llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.call @looping(%x, %v) {alias_scopes = [#callscope], access_groups = [#cgroup]} : (!llvm.ptr, i32) -> ()
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
