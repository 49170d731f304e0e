llvm.func internal @internal_fn() {
  llvm.return
}
llvm.func private @private_fn(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func extern_weak @weak_decl(i64) -> i64
llvm.func fastcc @fast(%a: f32) -> f32 {
  llvm.return %a : f32
}
llvm.func @with_attrs(%p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64, llvm.dereferenceable = 8 : i64}, %q: !llvm.ptr {llvm.readonly, llvm.nocapture}) -> (!llvm.ptr {llvm.nonnull}) {
  llvm.return %p : !llvm.ptr
}
llvm.func @passthrough() attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
  llvm.return
}
llvm.func @emit_c() attributes {llvm.emit_c_interface} {
  llvm.return
}
llvm.func linkonce_odr hidden @hidden_fn() {
  llvm.return
}
llvm.func @section_fn() attributes {section = ".text.special", alignment = 32 : i64} {
  llvm.return
}
