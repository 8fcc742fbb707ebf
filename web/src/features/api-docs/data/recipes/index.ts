import { cardThenText } from './card-then-text'
import { everyImage } from './every-image'
import { retrySafely } from './retry-safely'

export const RECIPES = [cardThenText, everyImage, retrySafely]
