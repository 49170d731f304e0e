// RUN: --pass-pipeline=builtin.module(foo)
// RUN: --pass-pipeline=builtin.module(func.func(cse)
// RUN: --pass-pipeline=builtin.module(func.func(cse)))
// RUN: --pass-pipeline=builtin.module(func.func(cse){a=1})
// RUN: --pass-pipeline=builtin.module(cse{x=1})
// RUN: --pass-pipeline=builtin.module(func.func)
// RUN: --pass-pipeline=builtin.module(,cse)
// RUN: --pass-pipeline=cse
// RUN: --pass-pipeline=func.func(cse)
// RUN: --cse --pass-pipeline=builtin.module(cse)
// RUN: --pass-pipeline=builtin.module(test-single-fold{max-iterations=x})
// RUN: --test-single-fold=max-iterations=4294967296
// RUN: --pass-pipeline=builtin.module(test-single-fold{max-iterations=0x7},cse)
// RUN: --pass-pipeline=builtin.module(xé)
// RUN: --pass-pipeline=builtin.module(cse,yé)
// RUN: --pass-pipeline=builtin.module(func.func(cse{a=1}),z)
// RUN: --pass-pipeline=builtin.module(cse{a=1},func.func(z))
module {
  func.func @f() {
    return
  }
}
