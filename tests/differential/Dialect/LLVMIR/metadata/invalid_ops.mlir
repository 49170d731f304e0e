// RUN: --split-input-file

// The memory ops' and branches' metadata attributes of the wrong kind.
#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
#g = #llvm.access_group<id = distinct[2]<>>
llvm.func @f(%p : !llvm.ptr) {
  %v = llvm.load %p {alias_scopes = [#g]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p : !llvm.ptr) {
  %v = llvm.load %p {noalias_scopes = 3} : !llvm.ptr -> i32
  llvm.return
}

// -----

#g = #llvm.access_group<id = distinct[2]<>>
llvm.func @f(%p : !llvm.ptr, %v : i32) {
  llvm.store %v, %p {tbaa = [#g]} : i32, !llvm.ptr
  llvm.return
}

// -----

#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
llvm.func @f(%p : !llvm.ptr) {
  %v = llvm.load %p {access_groups = [#s]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
llvm.func @f(%p : !llvm.ptr) {
  llvm.br ^bb1 {loop_annotation = #s}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%p : !llvm.ptr) {
  %v = "llvm.load"(%p) <{alias_scopes = 3, ordering = 0 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

#root = #llvm.tbaa_root
#t = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #t, access_type = #t, offset = 0>
llvm.func @f(%p : !llvm.ptr) {
  %v = "llvm.load"(%p) <{alias_scopes = [#tag], ordering = 0 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

#root = #llvm.tbaa_root
llvm.func @f(%p : !llvm.ptr, %n : i64) {
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, tbaa = [#root]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%p : !llvm.ptr, %v : i32) {
  %0 = llvm.atomicrmw add %p, %v monotonic {access_groups = [[]]} : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p : !llvm.ptr, %c: i1) {
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{loop_annotation = 3, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

#u = #llvm.loop_unroll<disable = true>
llvm.func @f(%c: i1) {
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{loop_annotation = #u, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%p : !llvm.ptr, %v : i32) {
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic {noalias_scopes = ["s"]} : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl #llvm.access_group<id = distinct[0]<>>
  llvm.return
}

// -----

llvm.func @f() {
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = 3}> : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  "llvm.intr.experimental.noalias.scope.decl"() : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl
  llvm.return
}
