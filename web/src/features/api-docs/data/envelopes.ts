/** The two shapes of every answer, as JSON. */
export const SUCCESS_ENVELOPE = `{
  "success": true,
  "data": {
    "credits": 9,
    "tier": "free",
    "limits": { "perMinute": 10, "perDay": 100 },
    "usage": { "thisMinute": 1, "today": 1 }
  }
}`

export const ERROR_ENVELOPE = `{
  "success": false,
  "error": {
    "code": "insufficient_credits",
    "message": "You don't have enough credits to generate this image"
  }
}`

export const UNAUTHORIZED_ENVELOPE = `{
  "success": false,
  "error": {
    "code": "unauthorized",
    "message": "This API key is not valid or has been revoked"
  }
}`
