// RUN: --split-input-file --inline
// RUN: --split-input-file --inline=default-pipeline=
// Functions without calls between them are visited in the order of the
// text. With the default pipeline, the dead `@user` loses its unused
// `func.constant` at its turn: `@named` goes when its turn comes after
// (first chunk), and stays when it came before (second chunk).
func.func private @user() {
  %f = func.constant @named : () -> ()
  return
}
func.func private @named() {
  return
}

// -----

func.func private @named() {
  return
}
func.func private @user() {
  %f = func.constant @named : () -> ()
  return
}
