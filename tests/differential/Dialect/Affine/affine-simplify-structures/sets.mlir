// RUN: --allow-unregistered-dialect --affine-simplify-structures

// Integer sets on ops the pass does not canonicalize: the attributes only.
func.func @on_unknown_ops() {
  "test.sets"() {
    a = affine_set<(d0) : (d0 * 3 - 6 >= 0)>,
    b = affine_set<(d0, d1) : (d0 * 2 - 4 >= 0, d0 - 2 >= 0, d0 - 1 >= 0, d1 >= 0)>,
    c = affine_set<(d0) : (d0 * 2 - 4 == 0)>,
    d = affine_set<(d0) : (d0 * 2 - 1 == 0)>,
    e = affine_set<(d0) : (d0 - 2 >= 0, -d0 + 1 >= 0)>,
    f = affine_set<(d0)[s0] : (s0 - d0 >= 0, d0 >= 0, 5 >= 0)>,
    g = affine_set<(d0) : (7 >= 0)>,
    h = affine_set<(d0) : (-1 >= 0)>
  } : () -> ()
  "test.more"() {
    i = affine_set<(d0, d1)[s0] : (d0 + d1 - s0 == 0, d0 - d1 == 0, d0 * 2 - s0 * 3 >= 0)>,
    j = affine_set<(d0, d1) : (d0 - d1 * 4 >= 0, d1 * 4 - d0 + 3 >= 0, d0 - 10 >= 0, -d0 + 5 >= 0)>,
    k = affine_set<(d0, d1) : (d0 * 4 + d1 * 6 - 2 >= 0, -d0 * 4 - d1 * 6 + 3 >= 0)>,
    l = affine_set<(d0)[s0, s1] : (s0 + s1 - d0 >= 0, d0 - s0 - s1 - 1 >= 0)>,
    m = affine_set<(d0) : (d0 == 0, d0 >= 0)>,
    n = affine_set<() : (0 == 0)>
  } : () -> ()
  return
}

// A semi-affine constraint: upstream's constraint system drops the whole
// set, which reads back as always true.
func.func @semi_affine() {
  "test.sets"() {a = affine_set<(d0)[s0] : (d0 * s0 >= 0)>, b = affine_set<(d0)[s0] : (d0 - 1 >= 0, d0 mod s0 == 0)>} : () -> ()
  return
}
