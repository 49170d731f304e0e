// Loads of pointers and casts to pointers that may be read so far, as
// `!dereferenceable` and `!dereferenceable_or_null` (nodes shared by
// equal counts), beside the other metadata of a load.
#root = #llvm.tbaa_root<id = "root">
#ty = #llvm.tbaa_type_desc<id = "any pointer", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #ty, access_type = #ty, offset = 0>
llvm.func @loads(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load %0 dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.load %1 dereferenceable<bytes = 0> : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load %2 dereferenceable<bytes = 18446744073709551615, mayBeNull = true> : !llvm.ptr -> !llvm.ptr<1>
  %4 = llvm.load volatile %2 atomic syncscope("agent") acquire invariant invariant_group dereferenceable<bytes = 8> {alignment = 8 : i64, nontemporal, tbaa = [#tag]} : !llvm.ptr -> !llvm.ptr
  llvm.return %4 : !llvm.ptr
}

llvm.func @casts(%i: i64, %j: i32) -> !llvm.ptr {
  %0 = llvm.inttoptr %i dereferenceable<bytes = 4> : i64 to !llvm.ptr
  %1 = llvm.inttoptr %j dereferenceable<bytes = 8, mayBeNull = true> : i32 to !llvm.ptr<3>
  %2 = llvm.inttoptr %i dereferenceable<bytes = 16> : i64 to !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

// A store in an invariant group, as the load above.
llvm.func @store_group(%p: !llvm.ptr, %v: !llvm.ptr) {
  llvm.store %v, %p invariant_group : !llvm.ptr, !llvm.ptr
  llvm.return
}
