// RUN: --allow-unregistered-dialect --inline=default-pipeline=
// RUN: --allow-unregistered-dialect --inline
// Private functions nothing public reaches, with calls that cannot be
// inlined (the leaf holds an unknown op). Functions are visited callees
// first, and a function is found dead at its own turn; erasing a dead
// function does not give back the uses it held. So `@top` and `@lonely`,
// without uses from the start, go; `@middle` and `@leaf` were visited
// while `@top` still called them and stay, as does `@self`, which calls
// itself. Without a pipeline `@named` stays, still used by the erased
// `@lonely`; the default pipeline simplifies `@lonely` at its turn, before
// `@named`'s, dropping its unused `func.constant`, and `@named` goes.
func.func private @top() {
  call @middle() : () -> ()
  return
}
func.func private @leaf() {
  "u.opaque"() : () -> ()
  return
}
func.func private @middle() {
  call @leaf() : () -> ()
  return
}
func.func private @self() {
  call @self() : () -> ()
  return
}
func.func private @lonely() {
  %f = func.constant @named : () -> ()
  return
}
func.func private @named() {
  return
}
