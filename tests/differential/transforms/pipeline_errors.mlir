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
module {
  func.func @f() {
    return
  }
}
