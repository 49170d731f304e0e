// RUN: --verify-diagnostics --split-input-file
// The ops' checks of their metadata attributes, with --verify-diagnostics;
// a valid chunk first.

#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
#g = #llvm.access_group<id = distinct[2]<>>
llvm.func @valid(%p: !llvm.ptr, %c: i1) {
  %0 = llvm.load %p {alias_scopes = [#s], access_groups = [#g]} : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb0, ^bb1 {loop_annotation = #llvm.loop_annotation<parallelAccesses = #g>}
^bb0:
  llvm.return
^bb1:
  llvm.return
}

// -----

#g = #llvm.access_group<id = distinct[2]<>>
llvm.func @scopes_of_groups(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = "llvm.load"(%p) <{noalias_scopes = [#g], ordering = 0 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @loop_annotation_of_other_kind(%c: i1) {
  // expected-error @below {{op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.br ^bb0 {loop_annotation = #llvm.loop_unroll<disable = true>}
^bb0:
  llvm.return
}

// -----

#root = #llvm.tbaa_root
llvm.func @tbaa_of_root(%p: !llvm.ptr, %v: i8) {
  // expected-error @below {{attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  llvm.store %v, %p {tbaa = [#root]} : i8, !llvm.ptr
  llvm.return
}

// -----

llvm.func @bad_domain() attributes {
  // expected-error @below {{expected '<'}}
  // expected-error @below {{failed to parse LLVM_AliasScopeAttr parameter 'domain'}}
  s = #llvm.alias_scope<id = "s", domain = 4>
} {
  llvm.return
}
