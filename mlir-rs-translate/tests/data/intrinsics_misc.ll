; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define { float, float } @misc(float %0) {
  %2 = call { float, float } @llvm.sincos.f32(float %0)
  %3 = call i1 @llvm.is.fpclass.f32(float %0, i32 3)
  %4 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %0, metadata !"round.towardzero", metadata !"fpexcept.ignore") #4
  ret { float, float } %2
}

define void @ubsan_traps() {
  call void @llvm.ubsantrap(i8 1)
  call void @llvm.ubsantrap(i8 7)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { float, float } @llvm.sincos.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare half @llvm.experimental.constrained.fptrunc.f16.f32(float, metadata, metadata) #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.ubsantrap(i8 immarg) #3

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { strictfp }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
