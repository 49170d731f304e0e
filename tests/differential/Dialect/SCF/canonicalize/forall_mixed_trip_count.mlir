// RUN: --canonicalize
// scf.forall trip counts of a static bound against a dynamic one are
// unknown (upstream reads static bounds as i64 and values as index):
// a negative or zero step keeps such a loop.
func.func private @use(index)
func.func @a(%n: index) {
  scf.forall (%i) = (0) to (%n) step (-1) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
func.func @b(%n: index) {
  scf.forall (%i) = (0) to (8) step (-1) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
func.func @c(%n: index) {
  scf.forall (%i) = (%n) to (8) step (-1) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
func.func @e(%n: index) {
  scf.forall (%i) = (0) to (%n) step (0) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
