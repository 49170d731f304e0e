//! `andi`, `ori` and `xori`: a bitwise op of two like extensions is the
//! extension of the narrow op (the extended values of one type), and
//! `xori(cmpi(p, a, b), true)` is the comparison with the inverse
//! predicate (a scalar `true` only, as upstream).

use mlir_derive::pattern;

use super::super::ops::{AndIOp, CmpIOp, ExtSIOp, ExtUIOp, OrIOp, XOrIOp};
use super::values::is_bool;

/// `andi(extui(x), extui(y))` is `extui(andi(x, y))`.
#[pattern(
    AndIOp(ExtUIOp(x), ExtUIOp(y)) if x.ty(rw) == y.ty(rw) => ExtUIOp(AndIOp(x, y))
)]
pub struct AndOfExtUI;

/// `andi(extsi(x), extsi(y))` is `extsi(andi(x, y))`.
#[pattern(
    AndIOp(ExtSIOp(x), ExtSIOp(y)) if x.ty(rw) == y.ty(rw) => ExtSIOp(AndIOp(x, y))
)]
pub struct AndOfExtSI;

/// `ori(extui(x), extui(y))` is `extui(ori(x, y))`.
#[pattern(
    OrIOp(ExtUIOp(x), ExtUIOp(y)) if x.ty(rw) == y.ty(rw) => ExtUIOp(OrIOp(x, y))
)]
pub struct OrOfExtUI;

/// `ori(extsi(x), extsi(y))` is `extsi(ori(x, y))`.
#[pattern(
    OrIOp(ExtSIOp(x), ExtSIOp(y)) if x.ty(rw) == y.ty(rw) => ExtSIOp(OrIOp(x, y))
)]
pub struct OrOfExtSI;

/// `xori(cmpi(p, a, b), true)` is `cmpi(¬p, a, b)`.
#[pattern(
    XOrIOp(CmpIOp(p, a, b), Const(t)) if is_bool(rw, t, true)
    => CmpIOp({ p.inverse() }, a, b)
)]
pub struct XOrINotCmpI;

/// `xori(extui(x), extui(y))` is `extui(xori(x, y))`.
#[pattern(
    XOrIOp(ExtUIOp(x), ExtUIOp(y)) if x.ty(rw) == y.ty(rw) => ExtUIOp(XOrIOp(x, y))
)]
pub struct XOrIOfExtUI;

/// `xori(extsi(x), extsi(y))` is `extsi(xori(x, y))`.
#[pattern(
    XOrIOp(ExtSIOp(x), ExtSIOp(y)) if x.ty(rw) == y.ty(rw) => ExtSIOp(XOrIOp(x, y))
)]
pub struct XOrIOfExtSI;
