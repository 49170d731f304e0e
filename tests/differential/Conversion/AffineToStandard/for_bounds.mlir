// RUN: --lower-affine
// affine.for bounds: constants, symbols, maps of dimensions and symbols,
// max and min of several results, steps.

func.func private @use(index)

func.func @constant_bounds() {
  affine.for %i = 0 to 10 {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = -4 to 20 step 3 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

func.func @symbol_bounds(%n: index, %m: index) {
  affine.for %i = %n to %m {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 2 to %m step 2 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

func.func @map_bounds(%a: index, %n: index, %m: index) {
  affine.for %i = affine_map<(d0) -> (d0 + 1)>(%a) to affine_map<()[s0] -> (s0 * 2)>()[%n] {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 - 3, 0)>(%a)[%n] to min affine_map<(d0)[s0, s1] -> (d0 + 64, s0, s1 floordiv 2)>(%a)[%n, %m] step 4 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

func.func @empty_body(%n: index) {
  affine.for %i = 0 to %n {
  }
  return
}
