import { z } from "../zod";

export const EMPTY_DISH_MESSAGE = "Veuillez entrer un plat";
export const MAX_DISH_LENGTH = 200;

export const pairingRequestSchema = z.object({
  dish: z
    .string({ error: EMPTY_DISH_MESSAGE })
    .trim()
    .min(1, EMPTY_DISH_MESSAGE)
    .max(MAX_DISH_LENGTH, `Décrivez le plat en ${MAX_DISH_LENGTH} caractères au plus`),
});
