//! Range checks whose errors name the field, the value and what is allowed.

use super::ValidationError;

/// `value` must lie in `min..=max`.
pub fn range_u32(field: &str, value: u32, min: u32, max: u32) -> Result<(), ValidationError> {
    if value < min || value > max {
        return Err(ValidationError::new(field, &value.to_string(), &format!("an integer in {min}..={max}")));
    }
    Ok(())
}

/// `value` must lie in `min..=max`.
pub fn range_u64(field: &str, value: u64, min: u64, max: u64) -> Result<(), ValidationError> {
    if value < min || value > max {
        return Err(ValidationError::new(field, &value.to_string(), &format!("an integer in {min}..={max}")));
    }
    Ok(())
}

/// `value` must be finite and lie in `min..=max`.
pub fn range_f64(field: &str, value: f64, min: f64, max: f64) -> Result<(), ValidationError> {
    if !(value.is_finite() && value >= min && value <= max) {
        return Err(ValidationError::new(field, &value.to_string(), &format!("a number in {min}..={max}")));
    }
    Ok(())
}

/// `value` must be a probability.
pub fn fraction(field: &str, value: f64) -> Result<(), ValidationError> {
    range_f64(field, value, 0.0, 1.0)
}
