module {
  llvm.func @free(!llvm.ptr)
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @printMemrefF32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(3.14159274 : f32) : f32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(1.000000e+01 : f32) : f32
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(4 : index) : i64
    %6 = llvm.mlir.constant(5 : index) : i64
    %7 = llvm.mlir.constant(4 : index) : i64
    %8 = llvm.mlir.constant(5 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(20 : index) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[20] : (!llvm.ptr) -> !llvm.ptr, f32
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %7, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %8, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %8, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %9, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%3 : i64)
  ^bb1(%24: i64):  // 2 preds: ^bb0, ^bb5
    %25 = llvm.icmp "slt" %24, %5 : i64
    llvm.cond_br %25, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%3 : i64)
  ^bb3(%26: i64):  // 2 preds: ^bb2, ^bb4
    %27 = llvm.icmp "slt" %26, %6 : i64
    llvm.cond_br %27, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %28 = llvm.trunc %24 : i64 to i32
    %29 = llvm.trunc %26 : i64 to i32
    %30 = llvm.sitofp %28 : i32 to f32
    %31 = llvm.sitofp %29 : i32 to f32
    %32 = llvm.fmul %30, %2 : f32
    %33 = llvm.fadd %32, %31 : f32
    %34 = llvm.mlir.constant(5 : index) : i64
    %35 = llvm.mul %24, %34 overflow<nsw, nuw> : i64
    %36 = llvm.add %35, %26 overflow<nsw, nuw> : i64
    %37 = llvm.getelementptr inbounds|nuw %14[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %37 : f32, !llvm.ptr
    %38 = llvm.add %26, %4 : i64
    llvm.br ^bb3(%38 : i64)
  ^bb5:  // pred: ^bb3
    %39 = llvm.add %24, %4 : i64
    llvm.br ^bb1(%39 : i64)
  ^bb6:  // pred: ^bb1
    %40 = llvm.mlir.constant(4 : index) : i64
    %41 = llvm.mlir.constant(5 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.constant(20 : index) : i64
    %44 = llvm.mlir.zero : !llvm.ptr
    %45 = llvm.getelementptr %44[20] : (!llvm.ptr) -> !llvm.ptr, f32
    %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
    %47 = llvm.call @malloc(%46) : (i64) -> !llvm.ptr
    %48 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(0 : index) : i64
    %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.insertvalue %40, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %41, %53[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %41, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %42, %55[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.mlir.constant(1 : index) : i64
    %58 = llvm.mul %7, %57 : i64
    %59 = llvm.mul %58, %8 : i64
    %60 = llvm.mlir.zero : !llvm.ptr
    %61 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %62 = llvm.ptrtoint %61 : !llvm.ptr to i64
    %63 = llvm.mul %59, %62 : i64
    %64 = llvm.getelementptr %14[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %65 = llvm.getelementptr %47[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = llvm.mlir.constant(5 : index) : i64
    %67 = llvm.mul %3, %66 overflow<nsw, nuw> : i64
    %68 = llvm.add %67, %3 overflow<nsw, nuw> : i64
    %69 = llvm.getelementptr inbounds|nuw %14[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1, %69 : f32, !llvm.ptr
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.alloca %70 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %56, %71 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %72 = llvm.mlir.constant(2 : index) : i64
    %73 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.insertvalue %71, %74[1] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.extractvalue %75[0] : !llvm.struct<(i64, ptr)> 
    %77 = llvm.extractvalue %75[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%76, %77) : (i64, !llvm.ptr) -> ()
    %78 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %14, %78[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.insertvalue %14, %79[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.mlir.constant(6 : index) : i64
    %82 = llvm.insertvalue %81, %80[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.mlir.constant(2 : index) : i64
    %84 = llvm.insertvalue %83, %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.mlir.constant(10 : index) : i64
    %86 = llvm.insertvalue %85, %84[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %87 = llvm.mlir.constant(2 : index) : i64
    %88 = llvm.insertvalue %87, %86[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.mlir.constant(3 : index) : i64
    %90 = llvm.insertvalue %89, %88[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %91 = llvm.mlir.constant(2 : index) : i64
    %92 = llvm.mlir.constant(2 : index) : i64
    %93 = llvm.mlir.constant(1 : index) : i64
    %94 = llvm.mlir.constant(4 : index) : i64
    %95 = llvm.mlir.zero : !llvm.ptr
    %96 = llvm.getelementptr %95[4] : (!llvm.ptr) -> !llvm.ptr, f32
    %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
    %98 = llvm.call @malloc(%97) : (i64) -> !llvm.ptr
    %99 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %100 = llvm.insertvalue %98, %99[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.insertvalue %98, %100[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %102 = llvm.mlir.constant(0 : index) : i64
    %103 = llvm.insertvalue %102, %101[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %104 = llvm.insertvalue %91, %103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %105 = llvm.insertvalue %92, %104[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %106 = llvm.insertvalue %92, %105[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %107 = llvm.insertvalue %93, %106[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %108 = llvm.intr.stacksave : !llvm.ptr
    %109 = llvm.mlir.constant(2 : i64) : i64
    %110 = llvm.mlir.constant(1 : index) : i64
    %111 = llvm.alloca %110 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %90, %111 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %112 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %113 = llvm.insertvalue %109, %112[0] : !llvm.struct<(i64, ptr)> 
    %114 = llvm.insertvalue %111, %113[1] : !llvm.struct<(i64, ptr)> 
    %115 = llvm.mlir.constant(2 : i64) : i64
    %116 = llvm.mlir.constant(1 : index) : i64
    %117 = llvm.alloca %116 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %107, %117 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %118 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %119 = llvm.insertvalue %115, %118[0] : !llvm.struct<(i64, ptr)> 
    %120 = llvm.insertvalue %117, %119[1] : !llvm.struct<(i64, ptr)> 
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.alloca %121 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %114, %122 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %123 = llvm.alloca %121 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %120, %123 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %124 = llvm.mlir.zero : !llvm.ptr
    %125 = llvm.getelementptr %124[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %126 = llvm.ptrtoint %125 : !llvm.ptr to i64
    llvm.call @memrefCopy(%126, %122, %123) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %108 : !llvm.ptr
    %127 = llvm.mlir.constant(1 : index) : i64
    %128 = llvm.alloca %127 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %107, %128 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %129 = llvm.mlir.constant(2 : index) : i64
    %130 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %131 = llvm.insertvalue %129, %130[0] : !llvm.struct<(i64, ptr)> 
    %132 = llvm.insertvalue %128, %131[1] : !llvm.struct<(i64, ptr)> 
    %133 = llvm.extractvalue %132[0] : !llvm.struct<(i64, ptr)> 
    %134 = llvm.extractvalue %132[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%133, %134) : (i64, !llvm.ptr) -> ()
    %135 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %136 = llvm.insertvalue %47, %135[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.insertvalue %47, %136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %138 = llvm.mlir.constant(0 : index) : i64
    %139 = llvm.insertvalue %138, %137[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.mlir.constant(2 : index) : i64
    %141 = llvm.insertvalue %140, %139[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.mlir.constant(15 : index) : i64
    %143 = llvm.insertvalue %142, %141[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.mlir.constant(2 : index) : i64
    %145 = llvm.insertvalue %144, %143[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.mlir.constant(4 : index) : i64
    %147 = llvm.insertvalue %146, %145[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.intr.stacksave : !llvm.ptr
    %149 = llvm.mlir.constant(2 : i64) : i64
    %150 = llvm.mlir.constant(1 : index) : i64
    %151 = llvm.alloca %150 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %107, %151 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %152 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %153 = llvm.insertvalue %149, %152[0] : !llvm.struct<(i64, ptr)> 
    %154 = llvm.insertvalue %151, %153[1] : !llvm.struct<(i64, ptr)> 
    %155 = llvm.mlir.constant(2 : i64) : i64
    %156 = llvm.mlir.constant(1 : index) : i64
    %157 = llvm.alloca %156 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %147, %157 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %158 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %159 = llvm.insertvalue %155, %158[0] : !llvm.struct<(i64, ptr)> 
    %160 = llvm.insertvalue %157, %159[1] : !llvm.struct<(i64, ptr)> 
    %161 = llvm.mlir.constant(1 : index) : i64
    %162 = llvm.alloca %161 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %154, %162 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %163 = llvm.alloca %161 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %160, %163 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %164 = llvm.mlir.zero : !llvm.ptr
    %165 = llvm.getelementptr %164[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %166 = llvm.ptrtoint %165 : !llvm.ptr to i64
    llvm.call @memrefCopy(%166, %162, %163) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %148 : !llvm.ptr
    %167 = llvm.extractvalue %75[0] : !llvm.struct<(i64, ptr)> 
    %168 = llvm.extractvalue %75[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%167, %168) : (i64, !llvm.ptr) -> ()
    %169 = llvm.mlir.constant(1 : index) : i64
    %170 = llvm.alloca %169 x f32 : (i64) -> !llvm.ptr
    %171 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %172 = llvm.insertvalue %170, %171[0] : !llvm.struct<(ptr, ptr, i64)> 
    %173 = llvm.insertvalue %170, %172[1] : !llvm.struct<(ptr, ptr, i64)> 
    %174 = llvm.mlir.constant(0 : index) : i64
    %175 = llvm.insertvalue %174, %173[2] : !llvm.struct<(ptr, ptr, i64)> 
    %176 = llvm.mlir.constant(1 : index) : i64
    %177 = llvm.alloca %176 x f32 : (i64) -> !llvm.ptr
    %178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %179 = llvm.insertvalue %177, %178[0] : !llvm.struct<(ptr, ptr, i64)> 
    %180 = llvm.insertvalue %177, %179[1] : !llvm.struct<(ptr, ptr, i64)> 
    %181 = llvm.mlir.constant(0 : index) : i64
    %182 = llvm.insertvalue %181, %180[2] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %0, %170 : f32, !llvm.ptr
    %183 = llvm.mlir.constant(1 : index) : i64
    %184 = llvm.mlir.zero : !llvm.ptr
    %185 = llvm.getelementptr %184[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %186 = llvm.ptrtoint %185 : !llvm.ptr to i64
    %187 = llvm.mul %186, %183 : i64
    %188 = llvm.getelementptr %170[%174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %189 = llvm.getelementptr %177[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.memcpy"(%189, %188, %187) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %190 = llvm.mlir.constant(1 : index) : i64
    %191 = llvm.alloca %190 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %182, %191 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %192 = llvm.mlir.constant(0 : index) : i64
    %193 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %194 = llvm.insertvalue %192, %193[0] : !llvm.struct<(i64, ptr)> 
    %195 = llvm.insertvalue %191, %194[1] : !llvm.struct<(i64, ptr)> 
    %196 = llvm.extractvalue %195[0] : !llvm.struct<(i64, ptr)> 
    %197 = llvm.extractvalue %195[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%196, %197) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%98) : (!llvm.ptr) -> ()
    llvm.call @free(%47) : (!llvm.ptr) -> ()
    llvm.call @free(%14) : (!llvm.ptr) -> ()
    llvm.return
  }
}

