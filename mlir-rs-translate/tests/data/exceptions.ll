; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@_ZTIi = external constant ptr
@_ZTIPKc = external constant ptr

declare i32 @__gxx_personality_v0(...)

declare i32 @f(i32)

declare void @g()

declare i64 @v(i32, ...)

declare zeroext i32 @sink(i32 signext)

declare void @declared_with_personality()

define i32 @invokes(i32 %0, ptr %1, double %2) personality ptr @__gxx_personality_v0 {
  %4 = invoke i32 @f(i32 %0)
          to label %5 unwind label %22

5:                                                ; preds = %3
  %6 = invoke i32 %1(i32 %4)
          to label %7 unwind label %22

7:                                                ; preds = %5
  %8 = phi i32 [ %4, %5 ]
  invoke fastcc void @g()
          to label %9 unwind label %24

9:                                                ; preds = %7
  %10 = invoke i64 (i32, ...) @v(i32 %0, double %2)
          to label %11 unwind label %22

11:                                               ; preds = %9
  %12 = invoke i64 (i32, ...) %1(i32 %0, double %2)
          to label %13 unwind label %22

13:                                               ; preds = %11
  invoke ghccc void %1()
          to label %14 unwind label %22

14:                                               ; preds = %13
  %15 = invoke zeroext i32 @sink(i32 signext %0)
          to label %16 unwind label %22, !prof !1

16:                                               ; preds = %14
  %17 = invoke signext i32 @f(i32 noundef %15)
          to label %18 unwind label %22

18:                                               ; preds = %16
  %19 = invoke i32 @f(i32 %17) [ "deopt"(i32 %0, ptr %1), "empty"() ]
          to label %20 unwind label %22

20:                                               ; preds = %18
  %21 = call i32 @f(i32 %19) [ "deopt"(i32 %0) ]
  ret i32 %21

22:                                               ; preds = %18, %16, %14, %13, %11, %9, %5, %3
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTIPKc
          catch ptr null
          filter [1 x ptr] zeroinitializer
  resume { ptr, i32 } %23

24:                                               ; preds = %7
  %25 = phi i32 [ %8, %7 ]
  %26 = phi i32 [ %6, %7 ]
  %27 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %28 = add i32 %25, %26
  ret i32 %28
}

define i32 @shared_unwind(i32 %0) personality ptr @__gxx_personality_v0 {
  %2 = invoke i32 @f(i32 %0)
          to label %3 unwind label %6

3:                                                ; preds = %1
  %4 = invoke i32 @f(i32 %2)
          to label %5 unwind label %6

5:                                                ; preds = %3
  ret i32 %4

6:                                                ; preds = %3, %1
  %7 = phi i32 [ %2, %3 ], [ %0, %1 ]
  %8 = landingpad { ptr, i32 }
          cleanup
  ret i32 %7
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 100, i32 1}
