// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize=region-simplify=aggressive
// RUN: --allow-unregistered-dialect --canonicalize=region-simplify=disabled
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// Cycles of pass-through branches: canonicalization must stop on each.
func.func @ring_1() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
func.func @ring_2() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @ring_3() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}
func.func @ring_4() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb1
}
func.func @ring_5() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb1
}
func.func @ring_6() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb6
^bb6:
  cf.br ^bb1
}
func.func @late_ring_1() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb3
}
func.func @late_ring_2() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}
func.func @late_ring_3() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb3
}
func.func @late_ring_4() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb6
^bb6:
  cf.br ^bb3
}
func.func @ring_args_1(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a1: i32, %b1: i32):
  cf.br ^bb1(%b1, %a1 : i32, i32)
}
func.func @ring_args_2(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a1: i32, %b1: i32):
  cf.br ^bb2(%b1, %a1 : i32, i32)
^bb2(%a2: i32, %b2: i32):
  cf.br ^bb1(%b2, %a2 : i32, i32)
}
func.func @ring_args_3(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a1: i32, %b1: i32):
  cf.br ^bb2(%b1, %a1 : i32, i32)
^bb2(%a2: i32, %b2: i32):
  cf.br ^bb3(%b2, %a2 : i32, i32)
^bb3(%a3: i32, %b3: i32):
  cf.br ^bb1(%b3, %a3 : i32, i32)
}
func.func @ring_args_4(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a1: i32, %b1: i32):
  cf.br ^bb2(%b1, %a1 : i32, i32)
^bb2(%a2: i32, %b2: i32):
  cf.br ^bb3(%b2, %a2 : i32, i32)
^bb3(%a3: i32, %b3: i32):
  cf.br ^bb4(%b3, %a3 : i32, i32)
^bb4(%a4: i32, %b4: i32):
  cf.br ^bb1(%b4, %a4 : i32, i32)
}
func.func @ring_args_5(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a1: i32, %b1: i32):
  cf.br ^bb2(%b1, %a1 : i32, i32)
^bb2(%a2: i32, %b2: i32):
  cf.br ^bb3(%b2, %a2 : i32, i32)
^bb3(%a3: i32, %b3: i32):
  cf.br ^bb4(%b3, %a3 : i32, i32)
^bb4(%a4: i32, %b4: i32):
  cf.br ^bb5(%b4, %a4 : i32, i32)
^bb5(%a5: i32, %b5: i32):
  cf.br ^bb1(%b5, %a5 : i32, i32)
}
func.func @ring_args_6(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a1: i32, %b1: i32):
  cf.br ^bb2(%b1, %a1 : i32, i32)
^bb2(%a2: i32, %b2: i32):
  cf.br ^bb3(%b2, %a2 : i32, i32)
^bb3(%a3: i32, %b3: i32):
  cf.br ^bb4(%b3, %a3 : i32, i32)
^bb4(%a4: i32, %b4: i32):
  cf.br ^bb5(%b4, %a4 : i32, i32)
^bb5(%a5: i32, %b5: i32):
  cf.br ^bb6(%b5, %a5 : i32, i32)
^bb6(%a6: i32, %b6: i32):
  cf.br ^bb1(%b6, %a6 : i32, i32)
}
func.func @ring_used_2(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a1: i32):
  cf.br ^bb2(%a1 : i32)
^bb2(%a2: i32):
  "u.use"(%a2) : (i32) -> ()
  cf.br ^bb1(%a2 : i32)
}
func.func @ring_used_3(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a1: i32):
  cf.br ^bb2(%a1 : i32)
^bb2(%a2: i32):
  cf.br ^bb3(%a2 : i32)
^bb3(%a3: i32):
  "u.use"(%a3) : (i32) -> ()
  cf.br ^bb1(%a3 : i32)
}
func.func @ring_used_4(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a1: i32):
  cf.br ^bb2(%a1 : i32)
^bb2(%a2: i32):
  cf.br ^bb3(%a2 : i32)
^bb3(%a3: i32):
  cf.br ^bb4(%a3 : i32)
^bb4(%a4: i32):
  "u.use"(%a4) : (i32) -> ()
  cf.br ^bb1(%a4 : i32)
}
func.func @cond_ring_1(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1 {k1}
^bb2:
  cf.br ^bb1
}
func.func @cond_ring_2(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2 {k1}
^bb2:
  cf.br ^bb1 {k2}
^bb3:
  cf.br ^bb1
}
func.func @cond_ring_3(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2 {k1}
^bb2:
  cf.br ^bb3 {k2}
^bb3:
  cf.br ^bb1 {k3}
^bb4:
  cf.br ^bb1
}
func.func @cond_ring_4(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb5
^bb1:
  cf.br ^bb2 {k1}
^bb2:
  cf.br ^bb3 {k2}
^bb3:
  cf.br ^bb4 {k3}
^bb4:
  cf.br ^bb1 {k4}
^bb5:
  cf.br ^bb1
}
func.func @cond_in_ring_1(%c: i1, %v: i32) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb1
}
func.func @cond_in_ring_2(%c: i1, %v: i32) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  cf.switch %v : i32, [default: ^bb1, 0: ^bb1]
}
func.func @cond_in_ring_3(%c: i1, %v: i32) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  cf.switch %v : i32, [default: ^bb3, 0: ^bb1]
^bb3:
  cf.br ^bb1
}
func.func @ring_into_ring(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}
func.func @ring_with_dead_value(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %s = arith.addi %a, %a : i32
  cf.br ^bb2(%s : i32)
^bb2(%b: i32):
  cf.br ^bb1(%b : i32)
}
func.func @ring_with_effect(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %s = arith.addi %a, %a : i32
  "u.sink"(%s) : (i32) -> ()
  cf.br ^bb2(%s : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%d: i32):
  cf.br ^bb1(%d : i32)
}
func.func @tail_into_ring(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2 {p}
^bb2:
  cf.br ^bb3 {q}
^bb3:
  cf.br ^bb4 {r}
^bb4:
  cf.br ^bb5 {s}
^bb5:
  cf.br ^bb3 {t}
}
func.func @ring_behind_a_detour(%c: i1) {
  cf.cond_br %c, ^bb7, ^bb8
^bb7:
  cf.br ^bb6 {g}
^bb6:
  cf.br ^bb1 {a}
^bb1:
  cf.br ^bb2 {b}
^bb2:
  cf.br ^bb3 {c}
^bb3:
  cf.br ^bb1 {d}
^bb8:
  cf.br ^bb7
}
func.func @switch_into_ring(%v: i32) {
  cf.switch %v : i32, [default: ^bb1, 3: ^bb2, 5: ^bb3]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}
