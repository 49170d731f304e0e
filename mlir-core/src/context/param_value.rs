//! A parameter of a dialect attribute or type held as any Rust value:
//! [`ParamValue`] erases a `Hash + Eq + Clone + Send + Sync` value so the
//! uniqued payload ([`AttrParam::Value`](crate::context::dialect_attr::AttrParam))
//! can hash and compare it without knowing its type. Equality compares the
//! Rust types first (by `TypeId`), then the values; hashing feeds the type
//! and the value's own `Hash`. The value is immutable once stored, as every
//! uniqued payload is.

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// What the erased value can do: the operations a uniqued payload needs.
trait ErasedValue: Any + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn eq_erased(&self, other: &dyn ErasedValue) -> bool;
    fn hash_erased(&self, state: &mut dyn Hasher);
    fn type_name(&self) -> &'static str;
}

impl<T: Any + Hash + Eq + Send + Sync> ErasedValue for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn eq_erased(&self, other: &dyn ErasedValue) -> bool {
        other.as_any().downcast_ref::<T>().is_some_and(|o| o == self)
    }

    fn hash_erased(&self, mut state: &mut dyn Hasher) {
        TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }

    fn type_name(&self) -> &'static str {
        std::any::type_name::<T>()
    }
}

/// A parameter value of any Rust type, type-erased. Cloning shares the
/// value (it never changes once built).
#[derive(Clone)]
pub struct ParamValue(Arc<dyn ErasedValue>);

impl ParamValue {
    /// Erases `value`.
    pub fn new<T: Any + Hash + Eq + Send + Sync>(value: T) -> ParamValue {
        ParamValue(Arc::new(value))
    }

    /// The value, when it is a `T`.
    pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }
}

impl PartialEq for ParamValue {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_erased(&*other.0)
    }
}

impl Eq for ParamValue {}

impl Hash for ParamValue {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash_erased(state);
    }
}

impl fmt::Debug for ParamValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ParamValue<{}>", self.0.type_name())
    }
}

#[cfg(test)]
mod tests {
    use super::ParamValue;
    use std::hash::{BuildHasher, RandomState};

    #[test]
    fn equal_values_of_one_type_are_equal_and_hash_alike() {
        let s = RandomState::new();
        let (a, b) = (ParamValue::new(vec![1u8, 2]), ParamValue::new(vec![1u8, 2]));
        assert_eq!(a, b);
        assert_eq!(s.hash_one(&a), s.hash_one(&b));
        assert_eq!(a.downcast_ref::<Vec<u8>>(), Some(&vec![1, 2]));
    }

    #[test]
    fn values_of_different_types_differ() {
        assert_ne!(ParamValue::new(1u32), ParamValue::new(1u64));
        assert_ne!(ParamValue::new(1u32), ParamValue::new(2u32));
        assert!(ParamValue::new(1u32).downcast_ref::<u64>().is_none());
    }
}
