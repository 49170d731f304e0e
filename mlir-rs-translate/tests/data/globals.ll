; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@c = internal constant i32 42, align 4
@arr = private global [2 x double] [double 1.000000e+00, double 2.000000e+00]
@ext = external global i64
@w = weak addrspace(1) global i8 0
@lo = linkonce_odr hidden unnamed_addr global i16 1
@str = internal global [3 x i8] c"abc"
@com = common global i32 0
@tls = internal thread_local global i32 5
@init = internal global { i32, ptr } { i32 7, ptr @c }
@fptr = internal global ptr @f
@gepinit = internal global ptr getelementptr inbounds nuw (i8, ptr @arr, i64 8)

define void @f() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
