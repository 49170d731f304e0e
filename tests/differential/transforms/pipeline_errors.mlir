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
module {
  func.func @f() {
    return
  }
}
