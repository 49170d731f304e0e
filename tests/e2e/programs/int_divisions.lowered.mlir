module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @divs(%arg0: i64, %arg1: i64) {
    %0 = llvm.mlir.constant(9 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(7 : index) : i64
    %3 = llvm.mlir.constant(6 : index) : i64
    %4 = llvm.mlir.constant(5 : index) : i64
    %5 = llvm.mlir.constant(4 : index) : i64
    %6 = llvm.mlir.constant(3 : index) : i64
    %7 = llvm.mlir.constant(2 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.sdiv %arg0, %arg1 : i64
    %11 = llvm.srem %arg0, %arg1 : i64
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.mlir.constant(1 : i64) : i64
    %14 = llvm.sdiv %arg0, %arg1 : i64
    %15 = llvm.mul %14, %arg1 : i64
    %16 = llvm.icmp "ne" %arg0, %15 : i64
    %17 = llvm.icmp "slt" %arg0, %12 : i64
    %18 = llvm.icmp "slt" %arg1, %12 : i64
    %19 = llvm.icmp "eq" %17, %18 : i1
    %20 = llvm.and %16, %19 : i1
    %21 = llvm.add %14, %13 : i64
    %22 = llvm.select %20, %21, %14 : i1, i64
    %23 = llvm.sdiv %arg0, %arg1 : i64
    %24 = llvm.mul %23, %arg1 : i64
    %25 = llvm.icmp "ne" %arg0, %24 : i64
    %26 = llvm.mlir.constant(0 : i64) : i64
    %27 = llvm.icmp "slt" %arg0, %26 : i64
    %28 = llvm.icmp "slt" %arg1, %26 : i64
    %29 = llvm.icmp "ne" %27, %28 : i1
    %30 = llvm.and %25, %29 : i1
    %31 = llvm.mlir.constant(-1 : i64) : i64
    %32 = llvm.add %23, %31 : i64
    %33 = llvm.select %30, %32, %23 : i1, i64
    %34 = llvm.udiv %arg0, %arg1 : i64
    %35 = llvm.urem %arg0, %arg1 : i64
    %36 = llvm.mlir.constant(0 : i64) : i64
    %37 = llvm.icmp "eq" %arg0, %36 : i64
    %38 = llvm.mlir.constant(1 : i64) : i64
    %39 = llvm.sub %arg0, %38 : i64
    %40 = llvm.udiv %39, %arg1 : i64
    %41 = llvm.add %40, %38 : i64
    %42 = llvm.select %37, %36, %41 : i1, i64
    %43 = llvm.trunc %arg0 : i64 to i32
    %44 = llvm.trunc %arg1 : i64 to i32
    %45 = llvm.sdiv %43, %44 : i32
    %46 = llvm.mul %45, %44 : i32
    %47 = llvm.icmp "ne" %43, %46 : i32
    %48 = llvm.mlir.constant(0 : i32) : i32
    %49 = llvm.icmp "slt" %43, %48 : i32
    %50 = llvm.icmp "slt" %44, %48 : i32
    %51 = llvm.icmp "ne" %49, %50 : i1
    %52 = llvm.and %47, %51 : i1
    %53 = llvm.mlir.constant(-1 : i32) : i32
    %54 = llvm.add %45, %53 : i32
    %55 = llvm.select %52, %54, %45 : i1, i32
    %56 = llvm.mlir.constant(0 : i32) : i32
    %57 = llvm.mlir.constant(1 : i32) : i32
    %58 = llvm.sdiv %43, %44 : i32
    %59 = llvm.mul %58, %44 : i32
    %60 = llvm.icmp "ne" %43, %59 : i32
    %61 = llvm.icmp "slt" %43, %56 : i32
    %62 = llvm.icmp "slt" %44, %56 : i32
    %63 = llvm.icmp "eq" %61, %62 : i1
    %64 = llvm.and %60, %63 : i1
    %65 = llvm.add %58, %57 : i32
    %66 = llvm.select %64, %65, %58 : i1, i32
    %67 = llvm.sext %55 : i32 to i64
    %68 = llvm.sext %66 : i32 to i64
    %69 = llvm.mlir.constant(9 : index) : i64
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.alloca %69 x i64 : (i64) -> !llvm.ptr
    %72 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %75 = llvm.mlir.constant(0 : index) : i64
    %76 = llvm.insertvalue %75, %74[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.insertvalue %69, %76[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.insertvalue %70, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.getelementptr inbounds|nuw %71[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %10, %79 : i64, !llvm.ptr
    %80 = llvm.getelementptr inbounds|nuw %71[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %11, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr inbounds|nuw %71[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %22, %81 : i64, !llvm.ptr
    %82 = llvm.getelementptr inbounds|nuw %71[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %33, %82 : i64, !llvm.ptr
    %83 = llvm.getelementptr inbounds|nuw %71[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %34, %83 : i64, !llvm.ptr
    %84 = llvm.getelementptr inbounds|nuw %71[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %35, %84 : i64, !llvm.ptr
    %85 = llvm.getelementptr inbounds|nuw %71[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr inbounds|nuw %71[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %67, %86 : i64, !llvm.ptr
    %87 = llvm.getelementptr inbounds|nuw %71[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %68, %87 : i64, !llvm.ptr
    llvm.br ^bb1(%9 : i64)
  ^bb1(%88: i64):  // 2 preds: ^bb0, ^bb2
    %89 = llvm.icmp "slt" %88, %0 : i64
    llvm.cond_br %89, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %90 = llvm.getelementptr inbounds|nuw %71[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %91 = llvm.load %90 : !llvm.ptr -> i64
    llvm.call @printI64(%91) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %92 = llvm.add %88, %8 : i64
    llvm.br ^bb1(%92 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.constant(-7 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(-2 : i64) : i64
    %4 = llvm.mlir.constant(3 : i64) : i64
    %5 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %6 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %7 = llvm.mlir.constant(6 : i64) : i64
    llvm.call @divs(%0, %2) : (i64, i64) -> ()
    llvm.call @divs(%1, %2) : (i64, i64) -> ()
    llvm.call @divs(%0, %3) : (i64, i64) -> ()
    llvm.call @divs(%1, %3) : (i64, i64) -> ()
    llvm.call @divs(%7, %3) : (i64, i64) -> ()
    llvm.call @divs(%5, %4) : (i64, i64) -> ()
    llvm.call @divs(%5, %3) : (i64, i64) -> ()
    llvm.call @divs(%6, %1) : (i64, i64) -> ()
    llvm.return
  }
}

