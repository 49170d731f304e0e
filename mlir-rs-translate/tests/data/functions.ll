; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define internal void @internal_fn() {
  ret void
}

define private i32 @private_fn(i32 %0) {
  ret i32 %0
}

declare extern_weak i64 @weak_decl(i64)

define fastcc float @fast(float %0) {
  ret float %0
}

define nonnull ptr @with_attrs(ptr noalias align 16 dereferenceable(8) %0, ptr readonly captures(none) %1) {
  ret ptr %0
}

; Function Attrs: noinline
define void @passthrough() #0 {
  ret void
}

define void @emit_c() {
  ret void
}

define linkonce_odr hidden void @hidden_fn() {
  ret void
}

define void @section_fn() section ".text.special" align 32 {
  ret void
}

attributes #0 = { noinline "frame-pointer"="all" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
