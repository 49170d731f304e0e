; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

; Function Attrs: memory(none)
declare float @none(float) #0

; Function Attrs: memory(argmem: read)
declare i32 @reads_args(ptr) #1

; Function Attrs: memory(errnomem: write)
declare double @writes_errno(double) #2

; Function Attrs: memory(read, argmem: readwrite, inaccessiblemem: write, errnomem: none, target_mem1: none)
declare void @mixed(ptr) #3

; Function Attrs: memory(readwrite)
declare void @all(ptr) #4

; Function Attrs: memory(none)
define float @defined(float %0) #0 {
  %2 = call float @none(float %0)
  ret float %2
}

attributes #0 = { memory(none) }
attributes #1 = { memory(argmem: read) }
attributes #2 = { memory(errnomem: write) }
attributes #3 = { memory(read, argmem: readwrite, inaccessiblemem: write, errnomem: none, target_mem1: none) }
attributes #4 = { memory(readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
