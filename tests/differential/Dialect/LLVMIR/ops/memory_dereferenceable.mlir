// RUN:
// RUN: --mlir-print-op-generic

// A load of a pointer that may be read so far, with or without null.
llvm.func @loads(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load %0 dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.load %1 dereferenceable<mayBeNull = false, bytes = 0> : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load %2 dereferenceable<bytes = 18446744073709551615> : !llvm.ptr -> !llvm.ptr<1>
  llvm.return %2 : !llvm.ptr
}

// With every other keyword of the load's form before it.
llvm.func @keywords(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load volatile %p atomic syncscope("agent") acquire invariant invariant_group dereferenceable<bytes = 4, mayBeNull = true> {alignment = 8 : i64, nontemporal} : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// In the attribute dictionary of the generic form, and as an alias.
#deref = #llvm.dereferenceable<bytes = 32>
llvm.func @generic(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = "llvm.load"(%p) <{dereferenceable = #deref, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
  %1 = llvm.load %0 dereferenceable#deref : !llvm.ptr -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// Beside the alias analysis attributes.
#root = #llvm.tbaa_root<id = "root">
#ty = #llvm.tbaa_type_desc<id = "any pointer", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #ty, access_type = #ty, offset = 0>
llvm.func @with_tbaa(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<bytes = 8> {tbaa = [#tag]} : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
