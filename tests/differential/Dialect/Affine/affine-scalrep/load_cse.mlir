// RUN: --allow-unregistered-dialect --affine-scalrep --split-input-file
func.func @three_loads(%in: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %in[%i] : memref<10xf32>
    %b = affine.load %in[%i] : memref<10xf32>
    %s = arith.addf %a, %b : f32
    %c = affine.load %in[%i] : memref<10xf32>
    %t = arith.addf %s, %c : f32
    "test.use"(%t) : (f32) -> ()
  }
  return
}

// -----

func.func @into_nest(%in: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %a = affine.load %in[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %b = affine.load %in[%c0] : memref<10xf32>
      %s = arith.addf %a, %b : f32
      "test.use"(%s) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @nested(%N: index, %in: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %in[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      %b = affine.load %in[%i] : memref<10xf32>
      %c = affine.load %in[%j] : memref<10xf32>
      %s = arith.addf %a, %b : f32
      %t = arith.addf %s, %c : f32
      "test.use"(%t) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @load_load_store(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %m[%i] : memref<10xf32>
    %b = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %m[%i] : memref<10xf32>
  }
  return
}

// -----

// A store in the inner loop intervenes.
func.func @store_in_inner(%N: index, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %m[%i] : memref<10xf32>
    affine.for %j = 0 to %N {
      %b = affine.load %m[%i] : memref<10xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %m[%i] : memref<10xf32>
    }
  }
  return
}

// -----

func.func @store_after_middle(%m: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %a = affine.load %m[%i] : memref<10xf32>
    affine.for %j = 0 to 20 {
      affine.for %k = 0 to 30 {
        %b = affine.load %m[%i] : memref<10xf32>
        %s = arith.addf %a, %b : f32
        "test.use"(%s) : (f32) -> ()
      }
      affine.store %x, %m[%i] : memref<10xf32>
    }
  }
  return
}

// -----

func.func @store_after_outer(%m: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %a = affine.load %m[%i] : memref<10xf32>
      affine.for %k = 0 to 30 {
        %b = affine.load %m[%i] : memref<10xf32>
        %s = arith.addf %a, %b : f32
        "test.use"(%s) : (f32) -> ()
      }
    }
    affine.store %x, %m[%i] : memref<10xf32>
  }
  return
}

// -----

// Loads in sibling loops do not dominate each other.
func.func @siblings(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %a = affine.load %m[%c0] : memref<10xf32>
    "test.use"(%a) : (f32) -> ()
  }
  affine.for %j = 0 to 10 {
    %b = affine.load %m[%c0] : memref<10xf32>
    "test.use"(%b) : (f32) -> ()
  }
  return
}
