func.func @f(%n: index, %c: i1) {
  scf.forall (%i) in (%n) {
    scf.if %c {
      "work.visit"(%i) : (index) -> ()
    }
  }
  return
}
