//! The C++ type of a parameter as mlir-opt's "failed to parse … parameter
//! '…' which is to be a `…`" messages name it: [`CppType`], built in
//! constant context and composed like the parameters themselves (a list's
//! type names its element's, `::llvm::ArrayRef<int>`), rendered exactly.
//!
//! An option of a value type is named `std::optional<…>`.

use std::fmt;

/// The C++ type of a parameter, as ODS spells it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CppType {
    /// A value type (`int`, `uint64_t`, `std::string`, an enum): an
    /// optional one is `std::optional<…>`.
    Value(&'static str),
    /// A type with a null value of its own (`::mlir::Type`,
    /// `::mlir::Attribute`, `AffineMap`, a dialect kind's class): ODS's
    /// `OptionalParameter` of it keeps the name.
    Handle(&'static str),
    /// `::llvm::ArrayRef<element>` (ODS's `ArrayRefParameter`); optional,
    /// it keeps the name, an empty list being its null.
    ArrayRef(&'static CppType),
    /// An optional parameter of the inner type (`Option<T>`).
    Optional(&'static CppType),
}

impl fmt::Display for CppType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CppType::Value(name) | CppType::Handle(name) => f.write_str(name),
            CppType::ArrayRef(element) => write!(f, "::llvm::ArrayRef<{element}>"),
            CppType::Optional(inner) => match inner {
                CppType::Value(_) => write!(f, "std::optional<{inner}>"),
                // Nested options are one option in C++ as in the stored form.
                CppType::Handle(_) | CppType::ArrayRef(_) | CppType::Optional(_) => inner.fmt(f),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CppType;

    #[test]
    fn composed_types_render_as_ods_spells_them() {
        const INT: CppType = CppType::Value("int");
        const ATTR: CppType = CppType::Handle("AttrWithTypeBuilderAttr");
        assert_eq!(CppType::ArrayRef(&INT).to_string(), "::llvm::ArrayRef<int>");
        assert_eq!(
            CppType::ArrayRef(&ATTR).to_string(),
            "::llvm::ArrayRef<AttrWithTypeBuilderAttr>"
        );
        assert_eq!(CppType::Optional(&INT).to_string(), "std::optional<int>");
        assert_eq!(CppType::Optional(&ATTR).to_string(), "AttrWithTypeBuilderAttr");
        const LIST: CppType = CppType::ArrayRef(&INT);
        assert_eq!(CppType::Optional(&LIST).to_string(), "::llvm::ArrayRef<int>");
    }
}
