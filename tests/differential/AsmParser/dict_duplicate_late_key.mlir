// RUN: --allow-unregistered-dialect --split-input-file
// A repeated dictionary key is reported where it repeats, however far from
// the first occurrence and however it is spelled (bare or quoted); keys that
// only look alike are distinct.

"a.b"() {k9 = 9, k10 = 10, k1 = 1, "k 1" = 2, k01 = 3, k = 4, k_1 = 5} : () -> ()

// -----

"a.b"() {k0 = 0, k1 = 1, k2 = 2, k3 = 3, k4 = 4, k5 = 5, "k2" = 6, k6 = 7} : () -> ()

// -----

"a.b"() {outer = {x3, x2 = 2, x1 = 1, x0 = 0, x3 = 3}} : () -> ()
